# technique: fullwidth low line U+FF3F instead of underscores (not an identifier character)
# expect: SyntaxError: invalid character
import json
json.dumps.＿＿globals＿＿
