# technique: json.__loader__.get_data(path)
# expect: AttributeError: 'NoneType' object has no attribute 'get_data'
import json
json.__loader__.get_data("CANARY_PATH")
