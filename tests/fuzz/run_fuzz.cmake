# SPDX-License-Identifier: MIT
# Bounded fuzzer run for ctest: a fresh copy of the seed corpus, so new inputs the fuzzer
# finds never land in the source tree, and crash artifacts go to the build directory.
#   cmake -DFUZZER=<exe> -DSEEDS=<dir> -DWORK=<dir> [-DDICT=<file>] [-DTIME=20] -P run_fuzz.cmake
foreach(var FUZZER SEEDS WORK)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_fuzz.cmake: ${var} is not set")
  endif()
endforeach()
if(NOT DEFINED TIME)
  set(TIME 20)
endif()
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/corpus ${WORK}/artifacts)
file(GLOB seeds ${SEEDS}/*)
file(COPY ${seeds} DESTINATION ${WORK}/corpus)
set(args -max_total_time=${TIME} -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
    -artifact_prefix=${WORK}/artifacts/)
if(DEFINED DICT AND NOT DICT STREQUAL "")
  list(APPEND args -dict=${DICT})
endif()
execute_process(COMMAND ${FUZZER} ${args} ${WORK}/corpus RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${FUZZER} failed (${rc}); reproducer in ${WORK}/artifacts")
endif()
