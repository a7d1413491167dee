$a = [
  'a' == 'A', 'abc' < 'abd', 'B' < 'a', 'b' > 'A', 1 == 1.0, '1' == 1, [1,'A'] == [1,'a'], {'a'=>'X'} == {'a'=>'x'},
  'a' in ['A','b'], 'ell' in 'HELLO', 'a' in {'A'=>1}, 'a' in {'a'=>1}, /ll/ in 'hello', /^b/ in ['abc','bcd'],
  Integer in [1, 'a'], String in {'a'=>1}, 1 in [1.0], 1.0 in [1], '1' in [1], 'x' in [['x']], ['x'] in [['x']],
  undef == undef, undef == '', [] == [], {} == {}, 'A' != 'a', 1 < 1.5, 'abc' =~ /B/, 'abc' =~ 'b',
  'abc' =~ String, 5 =~ Integer[1,10], 'ab' !~ /c/, Integer[1,2] == Integer[1,2], Integer < Numeric, Integer <= Integer,
  String > Enum['a'], [1,2] =~ Array[Integer], {'a'=>1} =~ Hash[String,Integer], undef =~ Undef, 'a' =~ Pattern[/A/],
  'A' =~ Enum['a'], 'a' =~ Enum['a'], true == 'true', 'ÄB' == 'äb',
]
notify { 'a': message => $a }
