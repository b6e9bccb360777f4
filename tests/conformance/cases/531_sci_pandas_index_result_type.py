# A DatetimeIndex alone as the result: an array of str(Timestamp), result_type its class.
import pandas as pd

pd.date_range("2024-02-27 22:00", periods=4, freq="12H")
