# pandas' usual public submodules, each used once (a failure is printed and the next one
# tried): api.types, offsets, tseries.holiday, tseries.frequencies, errors, testing, arrays.
import pandas as pd

def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

def api_types():
    from pandas.api.types import is_numeric_dtype, is_string_dtype, CategoricalDtype
    return is_numeric_dtype(pd.Series([1.5])), is_string_dtype(pd.Series(["a"])), CategoricalDtype(["a", "b"])
attempt("api.types", api_types)
attempt("pd.api.types", lambda: pd.api.types.is_integer_dtype("int64"))
attempt("offsets", lambda: pd.Timestamp("2024-01-15") + pd.offsets.MonthEnd(1))
attempt("offsets.BDay", lambda: pd.Timestamp("2024-03-08") + pd.offsets.BDay(1))
def tseries_offsets():
    from pandas.tseries.offsets import Week, QuarterEnd
    return pd.Timestamp("2024-02-01") + QuarterEnd(), pd.Timestamp("2024-02-01") + Week(weekday=0)
attempt("tseries.offsets", tseries_offsets)
def holidays():
    from pandas.tseries.holiday import USFederalHolidayCalendar
    return list(USFederalHolidayCalendar().holidays("2024-01-01", "2024-03-01").strftime("%m-%d"))
attempt("tseries.holiday", holidays)
def frequencies():
    from pandas.tseries.frequencies import to_offset
    return to_offset("3D"), pd.infer_freq(pd.date_range("2024-01-01", periods=4, freq="H"))
attempt("tseries.frequencies", frequencies)
def errors():
    try:
        pd.DataFrame({"a": [1]}).merge(pd.DataFrame({"b": [1]}))
    except pd.errors.MergeError as e:
        return "MergeError: %s" % e
attempt("errors", errors)
attempt("testing", lambda: pd.testing.assert_series_equal(pd.Series([1, 2]), pd.Series([1, 2])))
attempt("arrays", lambda: pd.arrays.IntegerArray._from_sequence([1, None]).isna().tolist())
