$size = 4
$half = $size ? { default => 8 } / 2 /
notice($half)
