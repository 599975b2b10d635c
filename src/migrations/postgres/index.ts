import * as migration_20261122_012943_initial from './20261122_012943_initial';
import * as migration_20261122_022230_contact_requests from './20261122_022230_contact_requests';
import * as migration_20261122_022300_search_index from './20261122_022300_search_index';
import * as migration_20261122_031400_editorial_workflow from './20261122_031400_editorial_workflow';
import * as migration_20261122_064500_carousel_listing_indexes from './20261122_064500_carousel_listing_indexes';
import * as migration_20261122_223705_blocks_as_json from './20261122_223705_blocks_as_json';
import * as migration_20261124_151201_remove_image_sizes from './20261124_151201_remove_image_sizes';
import * as migration_20261124_152951_managed_content_keys from './20261124_152951_managed_content_keys';
import * as migration_20261124_160001_review_workflow from './20261124_160001_review_workflow';
import * as migration_20261124_182126_staff_sign_in_review_and_site_tools from './20261124_182126_staff_sign_in_review_and_site_tools';
import * as migration_20261124_224102_two_step_sign_in from './20261124_224102_two_step_sign_in';
import * as migration_20261124_224756_card_number from './20261124_224756_card_number';
import * as migration_20261126_153253_identity_module from './20261126_153253_identity_module';
import * as migration_20261126_162311_publishing_policy from './20261126_162311_publishing_policy';
import * as migration_20261126_231320_content_import from './20261126_231320_content_import';
import * as migration_20261127_192742_identity_access_removal from './20261127_192742_identity_access_removal';
import * as migration_20261127_194106_storage_object_folders from './20261127_194106_storage_object_folders';
import * as migration_20261128_153612_news_dates_time_zone from './20261128_153612_news_dates_time_zone';
import * as migration_20261129_060332_site_governance from './20261129_060332_site_governance';

export const migrations = [
  {
    up: migration_20261122_012943_initial.up,
    down: migration_20261122_012943_initial.down,
    name: '20261122_012943_initial',
  },
  {
    up: migration_20261122_022230_contact_requests.up,
    down: migration_20261122_022230_contact_requests.down,
    name: '20261122_022230_contact_requests',
  },
  {
    up: migration_20261122_022300_search_index.up,
    down: migration_20261122_022300_search_index.down,
    name: '20261122_022300_search_index',
  },
  {
    up: migration_20261122_031400_editorial_workflow.up,
    down: migration_20261122_031400_editorial_workflow.down,
    name: '20261122_031400_editorial_workflow',
  },
  {
    up: migration_20261122_064500_carousel_listing_indexes.up,
    down: migration_20261122_064500_carousel_listing_indexes.down,
    name: '20261122_064500_carousel_listing_indexes',
  },
  {
    up: migration_20261122_223705_blocks_as_json.up,
    down: migration_20261122_223705_blocks_as_json.down,
    name: '20261122_223705_blocks_as_json',
  },
  {
    up: migration_20261124_151201_remove_image_sizes.up,
    down: migration_20261124_151201_remove_image_sizes.down,
    name: '20261124_151201_remove_image_sizes',
  },
  {
    up: migration_20261124_152951_managed_content_keys.up,
    down: migration_20261124_152951_managed_content_keys.down,
    name: '20261124_152951_managed_content_keys',
  },
  {
    up: migration_20261124_160001_review_workflow.up,
    down: migration_20261124_160001_review_workflow.down,
    name: '20261124_160001_review_workflow',
  },
  {
    up: migration_20261124_182126_staff_sign_in_review_and_site_tools.up,
    down: migration_20261124_182126_staff_sign_in_review_and_site_tools.down,
    name: '20261124_182126_staff_sign_in_review_and_site_tools',
  },
  {
    up: migration_20261124_224102_two_step_sign_in.up,
    down: migration_20261124_224102_two_step_sign_in.down,
    name: '20261124_224102_two_step_sign_in',
  },
  {
    up: migration_20261124_224756_card_number.up,
    down: migration_20261124_224756_card_number.down,
    name: '20261124_224756_card_number',
  },
  {
    up: migration_20261126_153253_identity_module.up,
    down: migration_20261126_153253_identity_module.down,
    name: '20261126_153253_identity_module',
  },
  {
    up: migration_20261126_162311_publishing_policy.up,
    down: migration_20261126_162311_publishing_policy.down,
    name: '20261126_162311_publishing_policy',
  },
  {
    up: migration_20261126_231320_content_import.up,
    down: migration_20261126_231320_content_import.down,
    name: '20261126_231320_content_import',
  },
  {
    up: migration_20261127_192742_identity_access_removal.up,
    down: migration_20261127_192742_identity_access_removal.down,
    name: '20261127_192742_identity_access_removal',
  },
  {
    up: migration_20261127_194106_storage_object_folders.up,
    down: migration_20261127_194106_storage_object_folders.down,
    name: '20261127_194106_storage_object_folders',
  },
  {
    up: migration_20261128_153612_news_dates_time_zone.up,
    down: migration_20261128_153612_news_dates_time_zone.down,
    name: '20261128_153612_news_dates_time_zone',
  },
  {
    up: migration_20261129_060332_site_governance.up,
    down: migration_20261129_060332_site_governance.down,
    name: '20261129_060332_site_governance'
  },
];
