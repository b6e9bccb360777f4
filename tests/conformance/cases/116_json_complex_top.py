complex(1.5, -2)
