type Positive = Integer[1]
notify { 'x': message => String(Positive.new('0')) }
