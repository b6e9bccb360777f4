# technique: a thread pool for numpy work, as a data-science script writes it: concurrent.futures is not on the allowlist in the science template either, even though the libraries have it loaded there
# expect: ModuleNotFoundError: import of 'concurrent.futures' is not allowed
import numpy as np
from concurrent.futures import ThreadPoolExecutor

with ThreadPoolExecutor(4) as ex:
    list(ex.map(np.linalg.inv, [np.eye(3)] * 8))
