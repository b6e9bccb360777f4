# technique: __loader__.get_data reads any file through the import system
# expect: AttributeError: 'NoneType' object has no attribute 'get_data'
__loader__.get_data("CANARY_PATH")
