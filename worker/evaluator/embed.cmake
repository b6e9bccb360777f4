# Turn a Python source file into a C byte array (no xxd needed): -DIN= -DOUT= -DNAME=
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," arr "${hex}")
file(WRITE "${OUT}" "/* generated from ${IN} */\nstatic const unsigned char ${NAME}[] = {${arr}0x00};\n")
