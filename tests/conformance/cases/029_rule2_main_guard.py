if __name__ == "__main__":
    result = "main"
