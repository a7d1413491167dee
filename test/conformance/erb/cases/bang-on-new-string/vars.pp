  $s = 'abcc'
  $post = '{"a": "b \"x\""}'
