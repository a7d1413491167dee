type Num = Optional[Variant[Integer, Float]]
notify { 'x': message => String(Num.new('2')) }
