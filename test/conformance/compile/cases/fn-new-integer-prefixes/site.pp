notify { "a": message => Integer("0b101") }
notify { "c": message => Integer("0xff", 16) }
notify { "e": message => Float("1e3") }
notify { "f": message => Numeric("0x10") }
notify { "g": message => Integer("-0b11") }
notify { "h": message => Integer("017") }
