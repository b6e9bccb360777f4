def main():
    print("running main")
    return 7
if __name__ == "__main__":
    result = main()
else:
    result = "not main"
