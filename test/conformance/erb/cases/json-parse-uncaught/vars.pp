  $text = '{"a": 1'
