notify { 'abs': message => [abs(-5), abs(5), abs(0), abs(-5.5), abs(-0.0), abs(-9223372036854775807), abs(-9007199254740993)] }
notify { 'abs-string': message => [abs('-3'), abs('-3.25'), abs('7'), abs("x\n-2.5"), abs("12\nabc")] }
notify { 'ceiling': message => [ceiling(1.2), ceiling(-1.2), ceiling(-0.5), ceiling(4), ceiling(-4), ceiling(' 2.5 '), ceiling('1_000.25'), ceiling('0x1A'), ceiling('-7')] }
notify { 'floor': message => [floor(1.8), floor(-1.2), floor(0.0), floor(9223372036854775807), floor('3.9'), floor('1e3'), floor('.5')] }
notify { 'round': message => [round(2.5), round(-2.5), round(0), round(3), round(-3), round(2.4999), round(-0.49999999999999994), round(0.49999999999999994), round(9007199254740993), round(1e15 + 0.5)] }
