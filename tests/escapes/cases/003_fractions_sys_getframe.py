# technique: module re-export chain fractions.sys._getframe() to reach a frame
# expect: AttributeError: module 'fractions' has no attribute 'sys'
import fractions
frame = fractions.sys._getframe(0)
frame
