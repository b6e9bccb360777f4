{7: "int", 2.5: "float", True: "bool", None: "none", "s": "str", False: "f"}
