node 'nfv04.example.com' {
  class { 'vswitch::dpdk':
    host_core_list => '0,28',
    pmd_core_list  => '2,3,30,31',
    socket_mem     => '1024,1024',
    disable_emc    => true,
    vs_config      => {
      'other_config:emc-insert-inv-prob' => { 'value' => '0' },
      'other_config:pmd-rxq-assign'      => { 'value' => 'cycles' },
    },
  }
}
