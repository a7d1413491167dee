notify { 'before': }
$x = tree_each([1], { "include_containers" => false, "include_values" => false })
