  $labels = { 'env' => 'prod' }
