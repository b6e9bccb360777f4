# technique: json.__spec__.loader.get_data(path)
# expect: AttributeError: 'NoneType' object has no attribute 'loader'
import json
json.__spec__.loader.get_data("CANARY_PATH")
