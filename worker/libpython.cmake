# The worker's copy of Debian's libpython3.11.a, with two calls of genobject.o redirected
# (worker/pygen.c): _PyFrame_Clear to safepy_gen_frame_clear, _PyObject_LookupAttr to
# safepy_gen_lookup_attr. --wrap cannot do this: it would also take ceval's call on every
# function return, and every other module's attribute lookups.
# -DIN=libpython3.11.a -DOUT=copy -DWORK=scratch dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND ar x "${IN}" genobject.o WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r1)
execute_process(COMMAND objcopy --redefine-sym _PyFrame_Clear=safepy_gen_frame_clear
                        --redefine-sym _PyObject_LookupAttr=safepy_gen_lookup_attr genobject.o
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r2)
execute_process(COMMAND nm genobject.o WORKING_DIRECTORY "${WORK}" OUTPUT_VARIABLE syms RESULT_VARIABLE r3)
if(NOT r1 EQUAL 0 OR NOT r2 EQUAL 0 OR NOT r3 EQUAL 0 OR NOT syms MATCHES "U safepy_gen_frame_clear"
   OR syms MATCHES "U _PyFrame_Clear" OR NOT syms MATCHES "U safepy_gen_lookup_attr"
   OR syms MATCHES "U _PyObject_LookupAttr")
  message(FATAL_ERROR "cannot redirect genobject.o's _PyFrame_Clear in ${IN}")
endif()
file(COPY_FILE "${IN}" "${OUT}.tmp")
execute_process(COMMAND ar r "${OUT}.tmp" genobject.o WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r4)
if(NOT r4 EQUAL 0)
  message(FATAL_ERROR "cannot write ${OUT}")
endif()
file(RENAME "${OUT}.tmp" "${OUT}")
