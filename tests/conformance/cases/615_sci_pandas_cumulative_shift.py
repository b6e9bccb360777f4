# Time-ordered calculations: cumsum, cumprod of returns, pct_change, shift for lags,
# diff, expanding max and drawdown, with a DataFrame last expression.
import numpy as np
import pandas as pd

prices = pd.Series([100, 102, 101, 105, 107, 103, 110, 108, 112, 115],
                   index=pd.date_range("2024-01-01", periods=10, freq="B"), name="close")
df = prices.to_frame()
df["ret"] = df["close"].pct_change()
df["log_ret"] = np.log(df["close"]).diff()
df["cum_ret"] = (1 + df["ret"].fillna(0)).cumprod() - 1
df["lag1"] = df["close"].shift(1)
df["peak"] = df["close"].expanding().max()
df["drawdown"] = df["close"] / df["peak"] - 1
df["volume"] = [5, 3, 4, 8, 2, 6, 7, 3, 4, 9]
df["cum_volume"] = df["volume"].cumsum()
print(df.round(4))
print(f"total return: {df['cum_ret'].iloc[-1]:.2%}")
print(f"max drawdown: {df['drawdown'].min():.2%}")
print(f"annualised vol: {df['log_ret'].std() * np.sqrt(252):.4f}")
df[["close", "ret", "drawdown"]].round(4)
