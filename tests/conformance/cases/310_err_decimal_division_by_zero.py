from decimal import Decimal
Decimal(1) / Decimal(0)
