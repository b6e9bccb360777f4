# technique: time.pthread_getcpuclockid(n): glibc treats n as a pthread_t pointer and reads the thread id at n + offset, so an integer of the user's choosing is a 4-byte memory read (or a crash of the worker)
# expect: any
import time
print(time.pthread_getcpuclockid(0x400000))
