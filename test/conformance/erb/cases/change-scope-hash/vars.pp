  $h = {'inner' => {'a' => 1}}
