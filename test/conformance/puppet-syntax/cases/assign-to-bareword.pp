$ok = 1
name = 'x'
