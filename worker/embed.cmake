# Turn worker/harness.py into a C byte array (no xxd needed).
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," arr "${hex}")
file(WRITE "${OUT}" "/* generated from worker/harness.py */\nstatic const unsigned char harness_py[] = {${arr}0x00};\n")
