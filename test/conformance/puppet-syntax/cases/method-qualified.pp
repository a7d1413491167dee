$a = [1].stdlib::ensure_array
