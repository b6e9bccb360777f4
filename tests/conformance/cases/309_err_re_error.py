import re
re.compile("(unclosed")
