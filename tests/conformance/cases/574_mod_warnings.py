# warnings as analysis code uses them: silenced, shown once, caught and turned into errors.
import warnings


def old(x):
    warnings.warn("old() is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


warnings.warn("shown by the default filters")
print(old(1))  # DeprecationWarning in __main__ is shown by default
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old(2)
    warnings.warn("second", RuntimeWarning)
print([(w.category.__name__, str(w.message)) for w in caught])
warnings.filterwarnings("ignore")
warnings.warn("never shown")
with warnings.catch_warnings():
    warnings.simplefilter("error", UserWarning)
    try:
        warnings.warn("an error now")
    except UserWarning as e:
        print("raised:", e)
warnings.resetwarnings()
warnings.warn("shown again", FutureWarning)
print(warnings.formatwarning("msg", UserWarning, "file.py", 3).strip())
len(caught)
