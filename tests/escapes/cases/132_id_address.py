# technique: id() leaks object addresses (memory-corruption helper)
# expect: ok
id(object)
