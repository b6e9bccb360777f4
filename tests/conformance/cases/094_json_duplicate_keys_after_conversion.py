{1: "int", "1": "str", None: "none", "null": "strnull", 2.5: "f", "2.5": "strf"}
