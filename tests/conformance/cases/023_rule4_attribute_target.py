class O:
    pass
o = O()
o.x = 5
