/** The styles of every Select, MultiSelect and other Combobox. Its options open in a Popover, whose
 *  styles position the dropdown under its field: without Popover.css the options were laid out at
 *  the end of the page. In Mantine's order, Popover before Combobox. */
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
