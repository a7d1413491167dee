notify { 'e1': message => String(with('ABC', ({'k' => {'n' => 1}}).type) |$v, $w| { String($v, '%#x') }) }
