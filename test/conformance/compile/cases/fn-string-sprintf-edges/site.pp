# String() and sprintf edges the random value differential found: -0.0 keeps its sign, NaN in an
# integer format, %a and %A of a Boolean, %t trims ASCII white space only, and a 3.x function
# (sprintf) is handed a regexp's source form.
$nan = (0 / 3.14159) / 0
notify { 'negative zero': message => String(-0.0) }
notify { 'negative zero divided': message => String(-0.0 / 42) }
notify { 'nan x': message => String($nan, '%#x') }
notify { 'nan d': message => String($nan, '%5d') }
notify { 'false a': message => String(false, '%a') }
notify { 'true A': message => String(true, '%A') }
notify { 'trim nbsp': message => String("\u00A0nbsp\u00A0 ", '%t') }
notify { 'trim ascii': message => String("\t x \n", '%t') }
notify { 'sprintf regexp': message => sprintf('%s|%p', /x\/y/, /a/) }
