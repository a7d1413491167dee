  $global = { 'scrape_interval' => '30s', 'external_labels' => { 'site' => 'dc1', 'yes' => 'no' } }
  $jobs = [{ 'job_name' => 'node', 'static_configs' => [{ 'targets' => ['a:9100', 'b:9100'] }], 'relabel_configs' => [{ 'source_labels' => ['__address__'], 'regex' => '(.*):\d+' }] }]
  $misc = { 'int' => 3, 'float' => 1.5, 'true' => true, 'nil' => undef, 'empty' => '', 'colon' => 'a: b', 'multi' => "line1\nline2\n", 'num_str' => '1.0', 'date' => '2024-01-01', 'tilde' => '~', 'list' => [] }
