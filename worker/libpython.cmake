# The worker's copy of Debian's libpython3.11.a, with two calls of genobject.o redirected
# (worker/pygen.c): _PyFrame_Clear to safepy_gen_frame_clear, _PyObject_LookupAttr to
# safepy_gen_lookup_attr. --wrap cannot do this: it would also take ceval's call on every
# function return, and every other module's attribute lookups. And dictobject.o's
# _Py_dict_lookup made weak, its code also named safepy_dict_lookup_orig: the worker's own
# _Py_dict_lookup (worker/pywrap.c) takes dictobject.o's calls, which --wrap cannot reach
# (they are calls within the object). And setobject.o's PyObject_RichCompareBool and
# PyMem_Free calls redirected to safepy_set_richcompare_bool and safepy_set_mem_free
# (worker/pywrap.c: no set table is reused while a set compares keys).
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

execute_process(COMMAND ar x "${IN}" dictobject.o WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r5)
execute_process(COMMAND readelf -sW dictobject.o WORKING_DIRECTORY "${WORK}" OUTPUT_VARIABLE dsyms)
execute_process(COMMAND readelf -SW dictobject.o WORKING_DIRECTORY "${WORK}" OUTPUT_VARIABLE dsecs)
string(REGEX MATCH " ([0-9a-f]+) +[0-9]+ FUNC +GLOBAL +[A-Z]+ +([0-9]+) _Py_dict_lookup\n" m "${dsyms}")
set(lookup_off "${CMAKE_MATCH_1}")
set(lookup_ndx "${CMAKE_MATCH_2}")
if(NOT r5 EQUAL 0 OR lookup_off STREQUAL "")
  message(FATAL_ERROR "no global _Py_dict_lookup in ${IN}'s dictobject.o")
endif()
string(REGEX MATCH "\\[ *${lookup_ndx}\\] ([^ ]+) " m "${dsecs}")
set(lookup_sec "${CMAKE_MATCH_1}")
execute_process(COMMAND objcopy --weaken-symbol=_Py_dict_lookup
                        --add-symbol safepy_dict_lookup_orig=${lookup_sec}:0x${lookup_off},global,function
                        dictobject.o
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r6)
execute_process(COMMAND nm dictobject.o WORKING_DIRECTORY "${WORK}" OUTPUT_VARIABLE dnm)
if(NOT r6 EQUAL 0 OR lookup_sec STREQUAL "" OR NOT dnm MATCHES "W _Py_dict_lookup"
   OR NOT dnm MATCHES "T safepy_dict_lookup_orig")
  message(FATAL_ERROR "cannot take over dictobject.o's _Py_dict_lookup in ${IN}")
endif()
execute_process(COMMAND ar x "${IN}" setobject.o WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r7)
execute_process(COMMAND objcopy --redefine-sym PyObject_RichCompareBool=safepy_set_richcompare_bool
                        --redefine-sym PyMem_Free=safepy_set_mem_free setobject.o
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r8)
execute_process(COMMAND nm setobject.o WORKING_DIRECTORY "${WORK}" OUTPUT_VARIABLE snm)
if(NOT r7 EQUAL 0 OR NOT r8 EQUAL 0 OR NOT snm MATCHES "U safepy_set_richcompare_bool"
   OR NOT snm MATCHES "U safepy_set_mem_free" OR snm MATCHES "U PyObject_RichCompareBool"
   OR snm MATCHES "U PyMem_Free")
  message(FATAL_ERROR "cannot redirect setobject.o's compares and frees in ${IN}")
endif()
file(COPY_FILE "${IN}" "${OUT}.tmp")
execute_process(COMMAND ar r "${OUT}.tmp" genobject.o dictobject.o setobject.o
                WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE r4)
if(NOT r4 EQUAL 0)
  message(FATAL_ERROR "cannot write ${OUT}")
endif()
file(RENAME "${OUT}.tmp" "${OUT}")
