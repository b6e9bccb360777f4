# technique: the figures ride inside the worker's RESULT as base64 PNG: through sympy's eval, reach the science module and append bytes that are not a PNG (a forged JSON-RPC line carrying the marker) to this call's figures, beside a real plot; the supervisor must decode each figure and refuse the whole RESULT
# expect: WorkerProtocolError: not a well-formed PNG
import matplotlib.pyplot as plt
import sympy

sci = sympy.parse_expr('__import__("sys")').modules["_safepy_science"]
plt.plot([1, 2, 3])
plt.show()
sci._figures.append(b'{"jsonrpc":"2.0","id":1,"result":{"safepy-escape-forged":true}}\n')
"the figures were sent"
