notify { 'strip': message => [strip("\t a b \n"), strip("\u0000 a \u0000"), strip(''), strip('   '), strip("\u00a0x\u00a0"), strip(42), strip(1.5)] }
notify { 'lstrip': message => [lstrip("  \t\n a "), lstrip("\u0000 a"), lstrip("\v\f x"), lstrip(''), lstrip(-3)] }
notify { 'rstrip': message => [rstrip(" a \r\n\t"), rstrip(" a\u0000 "), rstrip('x')] }
notify { 'chomp': message => [chomp("a\r\n"), chomp("a\n\n"), chomp("a\r"), chomp("a\n\r"), chomp('a'), chomp(''), chomp(7)] }
notify { 'chop': message => [chop("ab\r\n"), chop("ab\n\r"), chop('aé'), chop("x\u{1F600}"), chop(''), chop('a'), chop(2.5)] }
notify { 'arrays': message => [strip([' a ', ' b']), lstrip([' x', ' y']), rstrip(['y ', 'z ']), chomp(["l\n", "m"]), chop(['ab', 'cd']), strip([])] }
