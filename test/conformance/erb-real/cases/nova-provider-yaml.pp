class erbcase {
  $schema_version = '1.0'
  $custom_inventories = [
    {'name' => 'compute-1', 'inventories' => {'CUSTOM_FPGA' => {'total' => 4, 'reserved' => 0, 'allocation_ratio' => 1.0}, 'CUSTOM_GPU' => {'total' => 2}}, 'traits' => ['CUSTOM_A', 'CUSTOM_B']},
    {'uuid' => '5213b75d-9260-42a6-b236-f39b0fd10561', 'traits' => ['CUSTOM_C']},
    {'inventories' => {'VCPU' => {'total' => 8, 'max_unit' => 8}}},
  ]
  notify { 'erb': message => template('nova/provider.yaml.erb') }
}
include erbcase
