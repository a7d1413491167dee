notify { 'e1': message => (with(2.5e20, Variant[Integer, String]) |$v, $w| { String($v, '%#x') } % Variant[Integer, String]) }
