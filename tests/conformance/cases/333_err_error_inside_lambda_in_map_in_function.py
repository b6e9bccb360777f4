def process(values):
    return list(map(lambda v: 100 / v, values))
def main():
    return process([5, 0, 1])
main()
