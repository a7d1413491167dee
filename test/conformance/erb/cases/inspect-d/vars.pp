  $str = 'hello'
  $int = 42
  $neg = -7
  $big = 9007199254740993
  $flt = 2.5
  $whole = 4.0
  $tiny = 0.00001
  $huge = 1e20
  $t = true
  $f = false
  $u = undef
  $d = default
  $arr = [1, 'two', 3.0, undef, true, [4, 5], {'k' => 'v'}]
  $h = {'a' => 1, 'b' => [2, 3], 'c' => {'d' => undef}, 4 => 'four'}
  $empty_a = []
  $empty_h = {}
  $re = /^ab+c$/
  $sens = Sensitive('secret')
  $typ = Integer[1, 10]
  $ref = File['/tmp/x']
  $cls = Class['foo']
  $quote = "it's \"quoted\"\n\ttab"
  $uni = "caf\u00e9 \u2603"
