# numpy warnings and the warnings module, as a model silences them: a RuntimeWarning
# printed to stderr, then warnings.filterwarnings("ignore"), catch_warnings with
# record=True, np.seterr, and simplefilter("error") turning one into an exception.
import warnings
import numpy as np

x = np.array([1.0, 0.0, 4.0])
print(np.log(x))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    np.sqrt(np.array([-1.0]))
    np.array([1.0]) / 0
print([(w.category.__name__, str(w.message)) for w in caught])
old = np.seterr(all="ignore")
print(np.array([0.0]) / 0.0, sorted(old.items()))
np.seterr(**old)
with warnings.catch_warnings():
    warnings.simplefilter("error", RuntimeWarning)
    try:
        np.mean(np.array([]))
    except RuntimeWarning as e:
        print("RuntimeWarning raised:", e)
warnings.filterwarnings("ignore")
print(np.log(np.array([-1.0, 0.0])), np.nanmean(np.array([np.nan, np.nan])))
warnings.resetwarnings()
warnings.warn("custom note from the snippet", UserWarning)
print("done")
