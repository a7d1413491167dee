  $options = { 'weight' => 2, 'TCP_CHECK' => { 'connect_timeout' => 3, 'retry' => true }, 'inhibit_on_failure' => true }
