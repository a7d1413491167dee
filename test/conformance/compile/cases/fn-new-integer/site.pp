notify { 'hex': message => [Integer('0x10'), Integer('0X1f'), Integer('-0x10'), Integer('0x11', 16)] }
notify { 'octal': message => [Integer('010'), Integer('12', 8), Integer('012', 8), Integer('012', 10), Integer('08', 10)] }
notify { 'binary': message => [Integer('0b101'), Integer('0B11'), Integer('11', 2), Integer('0b11', 2)] }
notify { 'decimal': message => [Integer('12'), Integer('+7'), Integer('-0'), Integer('00'), Integer('12', 10), Integer('5', default)] }
notify { 'whitespace': message => [Integer(' 5'), Integer('- 12'), Integer('+ 5')] }
notify { 'numbers': message => [Integer(3.7), Integer(-3.7), Integer(true), Integer(false), Integer(42)] }
notify { 'abs': message => [Integer('-12', 10, true), Integer(-5.5, default, true), Integer(-3, default, false)] }
notify { 'named': message => [Integer({ 'from' => '12', 'radix' => 8 }), Integer({ 'from' => '-7', 'abs' => true })] }
notify { 'method': message => [Integer.new('0x10'), new(Integer, '5')] }
notify { 'lambda': message => Integer('5') |$x| { $x + 1 } }
notify { 'range': message => Integer[1, 10]('5') }
notify { 'big': message => Integer('9223372036854775807') }
